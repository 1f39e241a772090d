// A second labelled corpus, written apart from the screen and from screen-corpus.ts. Measured
// once before the screen saw it (48 of 54 scams held, 3 of 56 honest posts held), then used to
// fix what it showed in general terms (money mules, a charge named with its amount, buying from
// the 'employer's' vendor, Hindi warnings and Hinglish denials). It is no longer unseen: a
// fresh set, written apart again, is the next honest measure.
import type { CorpusPost } from './screen-corpus';

export const HOLDOUT_SCAMS: readonly CorpusPost[] = [
  {
    label: 'TCS name, Gmail address and registration fee paid by GPay to a UPI ID',
    fields: {
      Title: 'TCS Fresher Hiring 2025 - Direct Joining (No Interview)',
      Type: 'Job',
      Company: 'Tata Consultancy Services',
      ApplyURL: 'mailto:tcs.hr.recruitment2025@gmail.com',
      Skills: '<p>Basic computer knowledge, English communication</p>',
      Description:
        '<p>Greetings from TCS HR team! You have been shortlisted for the post of Process Associate on the basis of your resume. There is no interview round, selection is direct. To confirm your seat please pay the registration fee of Rs. 1,500 through GPay to tcshr.recruit@okicici and share the screenshot on this mail. Offer letter will be sent within 24 hours of payment.</p>',
      Country: 'India',
      City: 'Pune',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Batch: '2023, 2024, 2025',
      Salary: '3.6 LPA',
    },
  },
  {
    label: 'Amazon lookalike domain asking refundable caution money',
    fields: {
      Title: 'Amazon Work From Home Data Entry Executive',
      Type: 'Job',
      Company: 'Amazon India',
      ApplyURL: 'https://amaz0n-jobs.com/india/apply?ref=wfh',
      Skills: '<p>Typing, MS Excel, Internet browsing</p>',
      Description:
        '<p>Amazon is hiring 500 candidates for home based data entry. Work 2-3 hours a day on your mobile or laptop. Selected candidates must deposit a refundable caution money of Rs 2,999 for laptop software and login ID. The amount will be returned with your first salary.</p>',
      WorkType: 'Remote',
      Experience: 'No experience needed',
      Salary: 'Rs 28,000 - 35,000 per month',
    },
  },
  {
    label: 'task scam: like YouTube videos for daily pay, WhatsApp only',
    fields: {
      Title: 'Part Time Job - Like YouTube Videos and Earn Daily',
      Type: 'Job',
      Company: 'Digital Media Promotions',
      ApplyURL: 'https://wa.me/919812345670',
      Skills: '<p>Smartphone, Internet</p>',
      Description:
        '<p>Simple work from home. Like YouTube videos and send screenshot, get Rs 50 per like. Earn Rs 2,000 to Rs 5,000 daily, payment same day in your bank account. Students, housewives and freshers can join. No experience needed, no target. Message HR on WhatsApp to start today.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 2,000 - 5,000 daily',
    },
  },
  {
    label: 'Telegram prepaid merchant tasks, recharge to withdraw',
    fields: {
      Title: 'Online Hotel Rating Assistant (Part Time)',
      Type: 'Job',
      Company: 'TripBoost Global',
      ApplyURL: 'https://t.me/TripBoost_HR_Ananya',
      Skills: '<p>Mobile phone, 30 minutes a day</p>',
      Description:
        '<p>Give 5 star ratings to hotels on our platform and earn commission on every task. The first 3 tasks are free and you will receive Rs 150 as a welcome bonus. After that you will get merchant tasks and prepaid tasks where you deposit Rs 1,000 and get back Rs 1,380 in 20 minutes. To withdraw your earnings your account balance must be recharged to the next level.</p>',
      WorkType: 'Remote',
      Salary: 'Earn Rs 3,000 - 8,000 daily',
    },
  },
  {
    label: 'Hindi: fake railway recruitment with document charges',
    fields: {
      Title: 'भारतीय रेलवे भर्ती 2025 - बिना परीक्षा सीधी भर्ती',
      Type: 'Job',
      Company: 'Indian Railways (Bharti Cell)',
      ApplyURL: 'https://wa.me/917023456891',
      Skills: '<p>10वीं / 12वीं पास</p>',
      Description:
        '<p>रेलवे में ग्रुप डी, खलासी और प्यून के पदों पर सीधी भर्ती। कोई लिखित परीक्षा नहीं, केवल दस्तावेज़ सत्यापन। चयनित उम्मीदवार को डॉक्यूमेंट चार्ज ₹4,500 पहले जमा करना होगा। जॉइनिंग लेटर घर पर भेजा जाएगा। अधिक जानकारी के लिए व्हाट्सएप करें।</p>',
      Country: 'India',
      Degree: '<p>10वीं पास</p>',
      Salary: '₹25,500 - ₹81,100 प्रति माह',
    },
  },
  {
    label: 'Hinglish home job with kit amount via PhonePe',
    fields: {
      Title: 'Ghar Baithe Kaam - Mobile Se Kamao',
      Type: 'Job',
      Company: 'Sai Enterprises',
      ApplyURL: 'https://wa.me/918877665544',
      Skills: '<p>Android mobile, Hindi ya English padhna</p>',
      Description:
        '<p>Ghar baithe kamao Rs 25,000 mahina, sirf 2 ghante roz. Ladies aur students ke liye best kaam. Joining ke liye sirf Rs 850 kit amount PhonePe karna hai 9876501234 pe, kit me ID aur training video milega. Payment ke baad turant kaam shuru. Guaranteed income, koi target nahi.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 25,000 per month',
    },
  },
  {
    label: 'Wipro lookalike domain with one-time joining formality',
    fields: {
      Title: 'Wipro Project Engineer - Spot Offer for 2024/2025 Graduates',
      Type: 'Job',
      Company: 'Wipro Technologies',
      ApplyURL: 'https://wipro-careers.co.in/offer/confirm',
      Skills: '<p>Java, SQL, communication skills</p>',
      Description:
        '<p>Congratulations! Based on your profile you are eligible for a spot offer at Wipro. Candidates are requested to complete the one-time joining formality of INR 3,500, which is fully refundable after your first salary credit. Seats are limited and allotted on first come basis. Kindly complete the formality within 48 hours.</p>',
      City: 'Bengaluru',
      Batch: '2024, 2025',
      Degree: '<p>B.E / B.Tech / MCA</p>',
      Salary: '4.2 LPA',
    },
  },
  {
    label: 'Accenture lookalike domain, verification charges borne by candidate',
    fields: {
      Title: 'Associate - Customer Operations (Immediate Joiners)',
      Type: 'Job',
      Company: 'Accenture Solutions Pvt Ltd',
      ApplyURL: 'https://accenture-jobs.online/apply/associate-co',
      Skills: '<p>Voice process, English fluency</p>',
      Description:
        '<p>We are pleased to invite applications for immediate joiners. Selection will be done through a short telephonic round. Background verification charges of Rs 2,450 are to be borne by the candidate and must be paid before the offer is released. Please keep your Aadhaar, PAN and bank passbook ready.</p>',
      City: 'Gurugram',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: 'Rs 3.2 LPA + incentives',
    },
  },
  {
    label: 'HDFC lookalike domain, security deposit for ID activation',
    fields: {
      Title: 'Relationship Officer - HDFC Bank (Off Roll to On Roll)',
      Type: 'Job',
      Company: 'HDFC Bank Ltd',
      ApplyURL: 'https://hdfcbank-recruit.in/ro-apply',
      Skills: '<p>Sales, customer handling, graduation</p>',
      Description:
        '<p>HDFC Bank is hiring Relationship Officers in all districts. Selected candidates will get on roll appointment after 6 months. A security deposit of Rs 5,000 is required for employee ID activation and system access, payable to the recruitment partner. The deposit is adjusted against the salary.</p>',
      Country: 'India',
      Degree: '<p>Any graduate</p>',
      Salary: 'Rs 22,000 - 30,000 per month',
    },
  },
  {
    label: 'money mule: receive payments in own account and transfer onward',
    fields: {
      Title: 'Payment Processing Agent (Work From Home)',
      Type: 'Job',
      Company: 'Global Trade Settlements',
      ApplyURL: 'https://t.me/GTS_Recruit_Desk',
      Skills: '<p>Active savings bank account, net banking, UPI</p>',
      Description:
        '<p>Our international clients send payments to India and we need local agents to receive them. Customer payments will come to your personal bank account or UPI, and you transfer the amount to our company account after keeping 8% commission. No investment, no experience. Work only 1 hour a day from your phone.</p>',
      WorkType: 'Remote',
      Salary: 'Earn Rs 40,000 - 1,00,000 per month commission',
    },
  },
  {
    label: 'Gulf hotel job where the candidate pays visa, ticket and emigration',
    fields: {
      Title: 'Urgent Requirement for Dubai 5 Star Hotel - Waiter, Housekeeping, Helper',
      Type: 'Job',
      Company: 'Al Noor Overseas Manpower',
      ApplyURL: 'mailto:alnoor.overseas.jobs@yahoo.com',
      Skills: '<p>Hotel work, basic English, valid passport</p>',
      Description:
        '<p>Direct company visa for Dubai. Salary 1,800 AED plus food and accommodation. Total visa, ticket and emigration charges Rs 65,000 to be paid by the candidate in 3 instalments: Rs 15,000 at registration, Rs 30,000 after medical, balance after visa. Interview on video call. Limited seats, send passport copy now.</p>',
      Country: 'United Arab Emirates',
      City: 'Dubai',
      Experience: '0-5 years',
      Salary: '1,800 AED per month',
    },
  },
  {
    label: 'Air India cabin crew with rediffmail and registration plus medical fee',
    fields: {
      Title: 'Air India Cabin Crew / Air Hostess Recruitment 2025',
      Type: 'Job',
      Company: 'Air India Ltd',
      ApplyURL: 'mailto:airindia.crewrecruit@rediffmail.com',
      Skills: '<p>Good personality, communication in English and Hindi</p>',
      Description:
        '<p>Air India invites applications from freshers for cabin crew. Age 18-27, height 155 cm and above. Candidates must pay Rs 12,500 towards registration and medical fitness test at our empanelled centre before the interview date is confirmed. Payment details will be shared on mail after you send your photo and resume.</p>',
      Country: 'India',
      Degree: '<p>12th pass or graduate</p>',
      Salary: 'Rs 45,000 - 60,000 per month',
    },
  },
  {
    label: 'IndiGo ground staff with bit.ly link and slot booking amount',
    fields: {
      Title: 'IndiGo Airport Ground Staff - Walk In This Week',
      Type: 'Job',
      Company: 'IndiGo Airlines',
      ApplyURL: 'https://bit.ly/indigo-ground-staff25',
      Skills: '<p>Customer service, 12th pass</p>',
      Description:
        '<p>IndiGo is hiring ground staff, loaders and customer service agents at all metro airports. Book your interview slot through the link. Slot booking amount Rs 1,999 is non transferable and confirms your seat for the interview. Candidates without slot booking will not be allowed.</p>',
      City: 'Delhi, Mumbai, Hyderabad',
      Experience: 'Fresher',
      Salary: 'Rs 18,000 - 32,000 per month',
    },
  },
  {
    label: 'Infosys backdoor entry through management quota, paid after offer',
    fields: {
      Title: 'Infosys Backdoor Entry - Systems Engineer',
      Type: 'Job',
      Company: 'Infosys (via placement consultant)',
      ApplyURL: 'https://wa.me/919090887766',
      Skills: '<p>Any programming language</p>',
      Description:
        '<p>Got rejected in InfyTQ or missed the drive? We have management quota seats in Infosys for 2024 and 2025 pass outs. No aptitude test and no interview, direct offer letter from HR. Charges Rs 40,000 only after you receive the offer letter, Rs 5,000 token amount now for processing. 100% genuine, 200+ students placed.</p>',
      Batch: '2024, 2025',
      Degree: '<p>B.E / B.Tech / BCA / MCA</p>',
      Salary: '3.6 LPA',
    },
  },
  {
    label: 'Google name, Telegram contact, paid Google Maps reviews',
    fields: {
      Title: 'Google Maps Review Partner - Part Time',
      Type: 'Job',
      Company: 'Google Partner Agency',
      ApplyURL: 'https://t.me/googlemaps_task_hr',
      Skills: '<p>Google account, smartphone</p>',
      Description:
        '<p>Review local businesses on Google Maps and earn Rs 150 per review. Just search the name we send, give 5 stars and upload a screenshot. Payment comes to your UPI within 10 minutes. After 10 reviews you can join our VIP group for higher commission tasks.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 1,500 - 4,500 daily',
    },
  },
  {
    label: 'Flipkart warehouse job asking uniform and ID card money, Outlook address',
    fields: {
      Title: 'Flipkart Warehouse Packing Staff - Joining Immediately',
      Type: 'Job',
      Company: 'Flipkart Internet Pvt Ltd',
      ApplyURL: 'mailto:flipkart.hiring.hr@outlook.com',
      Skills: '<p>Packing, loading, 8th/10th pass</p>',
      Description:
        '<p>Urgent hiring for Flipkart warehouses. Free room and food, overtime extra. Candidates have to pay Rs 1,200 for uniform, safety shoes and ID card at the time of joining. Send your name, age and Aadhaar number to this mail to get the joining date.</p>',
      City: 'Bhiwandi',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 16,500 per month',
    },
  },
  {
    label: 'fake SBI clerk recruitment with exam fee to a ybl UPI ID',
    fields: {
      Title: 'SBI Clerk Special Recruitment Drive 2025 - Apply Fast',
      Type: 'Job',
      Company: 'State Bank of India Recruitment Board',
      ApplyURL: 'https://sbi-bharti.in/clerk-2025',
      Skills: '<p>Graduate, basic computer knowledge</p>',
      Description:
        '<p>Special drive for 4,500 clerk posts in rural branches. Online exam from home, result in 7 days. Exam fee Rs 750 for General and Rs 450 for SC/ST, pay to UPI ID 9812xxxx45@ybl and enter the UTR number in the form. Last date is tomorrow, hurry.</p>',
      Country: 'India',
      Degree: '<p>Any graduate</p>',
      Salary: 'Rs 29,000 - 45,000 per month',
    },
  },
  {
    label: 'Swiggy delivery with kit amount via scan QR to a personal UPI',
    fields: {
      Title: 'Swiggy Delivery Boy Joining - Bike Required',
      Type: 'Job',
      Company: 'Swiggy',
      ApplyURL: 'https://wa.me/918123409876',
      Skills: '<p>Two wheeler, driving licence, smartphone</p>',
      Description:
        '<p>Swiggy delivery boy needed in your area, earn up to Rs 45,000 per month. Kit amount Rs 1,499 for bag, T-shirt and ID activation. Scan QR sent on WhatsApp and pay to rohit.swiggyteam@paytm, ID will be active in 2 hours. No interview, direct joining.</p>',
      City: 'Hyderabad',
      WorkType: 'On-site',
      Salary: 'Up to Rs 45,000 per month',
    },
  },
  {
    label: 'Zomato support job with training material cost and tinyurl link',
    fields: {
      Title: 'Zomato Chat Support Executive - Work From Home',
      Type: 'Job',
      Company: 'Zomato Ltd',
      ApplyURL: 'https://tinyurl.com/zomato-chat-wfh',
      Skills: '<p>Typing speed 25 wpm, English</p>',
      Description:
        '<p>Handle customer chats for Zomato from home. 15 days online training will be given. Training material cost of Rs 2,100 is payable by the candidate and is refunded after 3 months of service. Laptop is not required, work on mobile also possible.</p>',
      WorkType: 'Remote',
      Batch: 'Any',
      Salary: 'Rs 18,000 - 22,000 per month',
    },
  },
  {
    label: 'Reliance name with bond amount before joining',
    fields: {
      Title: 'Reliance Jio Field Supervisor - 250 Vacancies',
      Type: 'Job',
      Company: 'Reliance Jio Infocomm',
      ApplyURL: 'mailto:jio.field.recruitment@hotmail.com',
      Skills: '<p>ITI / Diploma, field work</p>',
      Description:
        '<p>Reliance Jio hiring field supervisors for tower and fibre work. Selected candidates have to sign a 2 year service bond. Bond amount of Rs 10,000 is to be deposited before joining, returned after completion of bond period. Company provides bike allowance and mobile.</p>',
      City: 'Lucknow, Kanpur, Patna',
      Degree: '<p>ITI / Diploma</p>',
      Salary: 'Rs 24,000 per month',
    },
  },
  {
    label: 'Deloitte internship where the certificate costs money, cutt.ly link',
    fields: {
      Title: 'Deloitte Virtual Internship with Certificate (Data Analytics)',
      Type: 'Internship',
      Company: 'Deloitte',
      ApplyURL: 'https://cutt.ly/deloitte-intern-25',
      Skills: '<p>Excel, Power BI basics</p>',
      Description:
        '<p>Work on live projects for 4 weeks and get an internship certificate with Deloitte logo and letter of recommendation. Certificate fee Rs 999 only, to be paid at the time of enrolment. Top performers get pre placement offer. Limited seats for this batch.</p>',
      WorkType: 'Remote',
      Batch: '2025, 2026, 2027',
      Salary: 'Unpaid, PPO for top performers',
    },
  },
  {
    label: 'Cognizant BGV charges paid by Paytm to a personal handle',
    fields: {
      Title: 'Cognizant GenC Offer - Background Verification Pending',
      Type: 'Job',
      Company: 'Cognizant Technology Solutions',
      ApplyURL: 'mailto:cognizant.genc.onboarding@gmail.com',
      Skills: '<p>Programming fundamentals, aptitude</p>',
      Description:
        '<p>Dear candidate, your offer for GenC is on hold because your background verification is pending. Please pay the BGV charges of Rs 4,800 via Paytm to cts.bgv.team@paytm within 2 days to release your date of joining. Ignore if already paid.</p>',
      City: 'Chennai',
      Batch: '2025',
      Salary: '4 LPA',
    },
  },
  {
    label: 'Tech Mahindra name with Yahoo mail and laptop security deposit',
    fields: {
      Title: 'Tech Mahindra Non Voice Process - Work From Home',
      Type: 'Job',
      Company: 'Tech Mahindra',
      ApplyURL: 'mailto:techm.wfh.hiring@yahoo.com',
      Skills: '<p>Basic computer, typing</p>',
      Description:
        '<p>Tech Mahindra is hiring for non voice work from home. Company will courier a laptop to your home. Laptop security deposit Rs 6,000 refundable, to be paid before dispatch. Shift 9 hours, Sunday off. Send your resume with current address.</p>',
      WorkType: 'Remote',
      Experience: '0-1 year',
      Salary: 'Rs 20,000 per month',
    },
  },
  {
    label: 'task scam: follow Instagram pages for money',
    fields: {
      Title: 'Social Media Promoter - Follow Instagram Pages',
      Type: 'Job',
      Company: 'InstaGrow Marketing',
      ApplyURL: 'https://wa.me/917788990011',
      Skills: '<p>Instagram account</p>',
      Description:
        '<p>Follow Instagram pages and earn Rs 50 per follow. 40 tasks daily. Payment daily in Paytm or PhonePe. After the trial you will be added to our Telegram group where bigger tasks are given. Anyone can do it, no experience needed.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 2,000 daily',
    },
  },
  {
    label: 'task scam: rate movies, pay to upgrade VIP level',
    fields: {
      Title: 'Movie Rating Job - Online',
      Type: 'Job',
      Company: 'CineRate Studios',
      ApplyURL: 'https://rb.gy/cinerate-join',
      Skills: '<p>Interest in movies</p>',
      Description:
        '<p>Rate upcoming movies on our app to increase their box office ranking. Each rating gives 0.6% commission. VIP 1 members earn Rs 800 daily, VIP 3 members earn Rs 6,000 daily. Upgrade to VIP 3 with a deposit of Rs 5,000 which can be withdrawn along with profit after completing 30 orders.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 800 - 6,000 daily',
    },
  },
  {
    label: 'Hinglish typing job with registration and guaranteed income',
    fields: {
      Title: 'Typing Job - 100% Guaranteed Income',
      Type: 'Job',
      Company: 'Shree Ganesh Online Services',
      ApplyURL: 'https://wa.me/919955667788',
      Skills: '<p>Hindi ya English typing</p>',
      Description:
        '<p>Sirf typing karni hai, PDF se Word me. Per page Rs 40, roz 50 page. Payment har hafte. Registration Rs 800 one time hai, uske baad lifetime kaam milega. 100% guaranteed income, fraud nahi hai, 5 saal se chal raha hai.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 2,000 daily',
    },
  },
  {
    label: 'Hindi data entry job asking registration fee, WhatsApp contact',
    fields: {
      Title: 'डाटा एंट्री जॉब - घर से काम करें',
      Type: 'Job',
      Company: 'इंडिया डाटा सर्विसेज',
      ApplyURL: 'https://wa.me/918800112233',
      Skills: '<p>मोबाइल या कंप्यूटर चलाना आना चाहिए</p>',
      Description:
        '<p>घर बैठे डाटा एंट्री करें और रोज़ ₹2000 तक कमाएं। कोई अनुभव नहीं चाहिए, महिलाएं और छात्र भी आवेदन करें। रजिस्ट्रेशन शुल्क केवल ₹499 है जो फोनपे या गूगल पे से देना होगा। भुगतान के बाद तुरंत काम मिलेगा।</p>',
      WorkType: 'Remote',
      Salary: '₹2000 रोज़ाना',
    },
  },
  {
    label: 'fake Gram Panchayat recruitment, application fee to UPI, rb.gy link',
    fields: {
      Title: 'Gram Panchayat Sahayak Bharti 2025 - 12,000 Posts',
      Type: 'Job',
      Company: 'Panchayati Raj Vibhag (Rajya Bharti Samiti)',
      ApplyURL: 'https://rb.gy/panchayat-bharti',
      Skills: '<p>12th pass, local resident</p>',
      Description:
        '<p>Gram Panchayat Sahayak, Data Entry Operator and Chowkidar posts in every village. Selection on the basis of merit, no exam. Application fee Rs 350 to be paid to UPI ID panchayatbharti@okaxis. Appointment letter will be sent by post within 15 days.</p>',
      Country: 'India',
      Degree: '<p>12th pass</p>',
      Salary: 'Rs 15,000 - 21,000 per month',
    },
  },
  {
    label: 'fake India Post GDS merit list with processing fee, is.gd link',
    fields: {
      Title: 'India Post GDS Direct Merit List - Confirm Your Selection',
      Type: 'Job',
      Company: 'Department of Posts',
      ApplyURL: 'https://is.gd/gds-merit-2025',
      Skills: '<p>10th pass with marks</p>',
      Description:
        '<p>Your name is in the GDS supplementary merit list. To confirm your selection and receive the appointment letter, pay the processing fee of Rs 1,100 through the link. Candidates who do not confirm within 3 days will be removed from the list.</p>',
      Country: 'India',
      Salary: 'Rs 12,000 - 29,380 per month',
    },
  },
  {
    label: 'AIIMS nurse direct joining asking caution money',
    fields: {
      Title: 'Staff Nurse - AIIMS Direct Joining (Contract)',
      Type: 'Job',
      Company: 'AIIMS Recruitment Cell',
      ApplyURL: 'mailto:aiims.nursing.recruit@gmail.com',
      Skills: '<p>GNM / B.Sc Nursing, registered nurse</p>',
      Description:
        '<p>Direct joining for staff nurses on contract basis in AIIMS. No NORCET required. Candidates must deposit refundable caution money Rs 7,500 with the recruitment cell before document verification. Reply with your nursing council registration number.</p>',
      City: 'New Delhi',
      Degree: '<p>GNM / B.Sc Nursing</p>',
      Salary: 'Rs 44,900 per month',
    },
  },
  {
    label: 'call centre with no interview, 100% placement and placement charges',
    fields: {
      Title: 'Call Centre Jobs - No Interview, Direct Joining, 100% Placement',
      Type: 'Job',
      Company: 'Bright Future Placement Services',
      ApplyURL: 'https://wa.me/919711223344',
      Skills: '<p>Hindi, basic English</p>',
      Description:
        '<p>Jobs in top BPOs in Noida and Gurgaon for 12th pass and graduates. No interview, direct joining in 2 days. 100% placement guarantee. Placement charges Rs 3,000 only after selection, registration Rs 500 now. Call or WhatsApp HR on 9711223344.</p>',
      City: 'Noida',
      Experience: 'Fresher',
      Salary: 'Rs 15,000 - 25,000 per month',
    },
  },
  {
    label: 'polite offer asking a refundable onboarding deposit into a personal account',
    fields: {
      Title: 'Graduate Trainee - Finance Operations',
      Type: 'Job',
      Company: 'Meridian Global Services LLP',
      ApplyURL: 'mailto:careers.meridianglobal@gmail.com',
      Skills: '<p>Accounting basics, MS Office</p>',
      Description:
        '<p>We are happy to inform you that you have been selected for the position of Graduate Trainee after reviewing your profile. Kindly complete the onboarding by remitting a refundable onboarding deposit of INR 4,750 to the account of our HR coordinator, Mr. Rakesh Verma, SBI account ending 4471. The deposit will be returned with your second month salary. We look forward to having you on board.</p>',
      City: 'Mumbai',
      WorkType: 'Hybrid',
      Batch: '2024, 2025',
      Salary: 'INR 3.8 LPA',
    },
  },
  {
    label: 'filter dodging: spaced-out registration fee and leetspeak payment',
    fields: {
      Title: 'W0rk Fr0m H0me - Form Filling',
      Type: 'Job',
      Company: 'Online Form Solutions',
      ApplyURL: 'https://wa.me/916200112299',
      Skills: '<p>Basic typing</p>',
      Description:
        '<p>Form filling work, 300 forms per month, Rs 30 per form. R e g i s t r a t i o n  f-e-e  Rs 5OO only, p@yment through G-Pay or Ph0nePe. After p@yment you get the login. Paise ki guarantee, ek bhi form reject nahi hota.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 9,000 - 27,000 per month',
    },
  },
  {
    label: 'filter dodging with symbols: j0ining am0unt and c@ution m0ney',
    fields: {
      Title: 'Back Office Executive - Immediate Joining',
      Type: 'Job',
      Company: 'Vertex Business Solutions',
      ApplyURL: 'https://t.ly/vertex-backoffice',
      Skills: '<p>MS Excel, English</p>',
      Description:
        '<p>Back office job in a reputed MNC. Selected candidates need to pay j0ining am0unt of Rs 2,200 (refundable c@ution m0ney) on the day of joining. Amount to be sent on U.P.I: vertexhr @ axl. Contact on WhatsApp for the offer letter.</p>',
      City: 'Kolkata',
      Experience: 'Fresher',
      Salary: 'Rs 17,000 per month',
    },
  },
  {
    label: 'money mule disguised as crypto trade assistant',
    fields: {
      Title: 'Crypto Trade Assistant - Part Time',
      Type: 'Job',
      Company: 'BitNova Exchange Partners',
      ApplyURL: 'https://t.me/bitnova_hr_desk',
      Skills: '<p>Bank account with UPI, smartphone</p>',
      Description:
        '<p>Help our traders buy USDT from Indian buyers. Buyers will send INR to your bank account and you forward it to the wallet we share. You keep Rs 500 for every Rs 10,000 handled. Completely legal, no investment, work only when you are free. DM on Telegram @bitnova_hr for onboarding.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 50,000+ per month',
    },
  },
  {
    label: 'Hinglish app download and 5 star rating task',
    fields: {
      Title: 'App Testing Job - Mobile Se Ghar Baithe',
      Type: 'Job',
      Company: 'Play Promote Digital',
      ApplyURL: 'https://tiny.cc/apptest-job',
      Skills: '<p>Android phone</p>',
      Description:
        '<p>Apps download karo, 5 star rating do aur screenshot bhejo. Har app ka Rs 30. Roz 100 apps tak available. ID activation ke liye Rs 299 lagega, wo bhi pehle din hi wapas aa jayega. Aaj hi join karo, seats limited.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 3,000 daily tak',
    },
  },
  {
    label: 'Canada work permit with large visa processing advance',
    fields: {
      Title: 'Canada Work Permit Jobs - Warehouse Helper, Farm Worker',
      Type: 'Job',
      Company: 'Maple Leaf Immigration Consultants',
      ApplyURL: 'mailto:mapleleaf.visajobs@gmail.com',
      Skills: '<p>Physically fit, 10th pass</p>',
      Description:
        '<p>Guaranteed Canada job with LMIA approved work permit. No IELTS needed. Total processing Rs 1.8 lakh, 50% advance to start the file and 50% after visa stamping. 98% success rate. Apply now, only 20 files left this month.</p>',
      Country: 'Canada',
      Salary: 'CAD 18 per hour',
    },
  },
  {
    label: 'portfolio charges for a brand ambassador role',
    fields: {
      Title: 'Brand Ambassador / Model for Ad Shoots',
      Type: 'Job',
      Company: 'Glamour Hub Productions',
      ApplyURL: 'https://www.instagram.com/glamourhub.casting',
      Skills: '<p>Good looks, confidence</p>',
      Description:
        '<p>Freshers wanted for print ads and reels for top brands. You have been selected in the first round. Portfolio shoot charges Rs 8,500 are compulsory for all selected faces, after which you will get 4-5 paid projects every month.</p>',
      City: 'Mumbai',
      Salary: 'Rs 10,000 - 50,000 per project',
    },
  },
  {
    label: 'Hinglish pen packing home job with security for material',
    fields: {
      Title: 'Pen Packing Work From Home - Daily Payment',
      Type: 'Job',
      Company: 'Laxmi Stationery Works',
      ApplyURL: 'https://wa.me/919414556677',
      Skills: '<p>Koi skill nahi chahiye</p>',
      Description:
        '<p>Ghar par pen packing ka kaam. Material courier se aapke ghar aayega, packing karke wapas bhejna hai. Rs 15,000 se 30,000 mahina. Material ke liye Rs 1,500 security jama karni hogi jo kaam khatam hone par wapas milegi. Courier charge bhi candidate dega.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 15,000 - 30,000 per month',
    },
  },
  {
    label: 'Amazon name, Telegram handle, prepaid task returns',
    fields: {
      Title: 'Amazon Product Booster - Online Part Time',
      Type: 'Job',
      Company: 'Amazon Seller Services',
      ApplyURL: 'https://t.me/HR_Priya_AmazonIN',
      Skills: '<p>Smartphone, UPI account</p>',
      Description:
        '<p>Help Amazon sellers boost product rankings by placing virtual orders. Pay Rs 1,000 for a prepaid task and get Rs 1,300 back in 15 minutes. Higher level tasks pay 40% commission. DM on Telegram @HR_Priya_AmazonIN and mention code AMZ25 to get your first free task.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 5,000 - 15,000 daily',
    },
  },
  {
    label: 'money mule: rent out your current account weekly',
    fields: {
      Title: 'Account Holder Partner - Weekly Payment',
      Type: 'Job',
      Company: 'Eagle Payments Network',
      ApplyURL: 'https://wa.me/917303445566',
      Skills: '<p>Current account or savings account with net banking</p>',
      Description:
        '<p>Give your bank account on rent for our gaming payment collection and earn Rs 15,000 per week sitting at home. We only need the net banking login and the SIM linked to the account. Your money is safe, we only use the account for incoming payments.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 15,000 per week',
    },
  },
  {
    label: 'training-cum-placement fee to block a seat at an MNC',
    fields: {
      Title: 'Software Developer Trainee - MNC Placement for 2024/2025 Pass Outs',
      Type: 'Job',
      Company: 'CodeBridge Training and Placement',
      ApplyURL: 'https://codebridgeplacements.in/register',
      Skills: '<p>Java or Python, DBMS</p>',
      Description:
        '<p>Get placed in a top MNC with a package of 4 to 7 LPA. Our 3 month training-cum-placement program ends with a guaranteed offer. Total fee Rs 18,000, pay Rs 9,000 now to block your seat and the balance after placement. Seats are filling fast.</p>',
      City: 'Hyderabad',
      Batch: '2024, 2025',
      Degree: '<p>B.Tech / MCA / B.Sc CS</p>',
      Salary: '4 - 7 LPA',
    },
  },
  {
    label: 'Hindi backdoor railway TTE job through a contact',
    fields: {
      Title: 'रेलवे टीटीई की पक्की नौकरी - सीधी जॉइनिंग',
      Type: 'Job',
      Company: 'रेलवे भर्ती सहायता केंद्र',
      ApplyURL: 'https://wa.me/919876012345',
      Skills: '<p>12वीं पास या ग्रेजुएट</p>',
      Description:
        '<p>रेलवे अधिकारी की पहचान से टीटीई और क्लर्क की पक्की नौकरी। बिना परीक्षा, सीधी जॉइनिंग। कुल खर्च ₹2.5 लाख, आधा पहले और आधा जॉइनिंग के बाद। पूरी तरह गोपनीय, सीमित सीटें। आज ही संपर्क करें।</p>',
      Country: 'India',
      Salary: '₹35,000 प्रति माह',
    },
  },
  {
    label: 'fake defence MES recruitment with exam and medical fee',
    fields: {
      Title: 'MES Defence Civilian Recruitment - MTS, Chowkidar, Driver',
      Type: 'Job',
      Company: 'Military Engineer Services Recruitment Office',
      ApplyURL: 'mailto:mes.recruitment.office@gmail.com',
      Skills: '<p>10th pass, physical fitness</p>',
      Description:
        '<p>Vacancies for MTS, Chowkidar and Driver in MES units. Written exam and medical in one day. Candidates must pay exam fee Rs 650 and medical fee Rs 1,850 to the recruitment officer UPI ID before receiving the admit card. Admit card will be sent on WhatsApp.</p>',
      Country: 'India',
      Degree: '<p>10th pass</p>',
      Salary: 'Rs 18,000 - 56,900 per month',
    },
  },
  {
    label: 'buy-and-refund product review scam with commission',
    fields: {
      Title: 'Product Review Executive - Get Products Free + Commission',
      Type: 'Job',
      Company: 'ReviewKart Solutions',
      ApplyURL: 'https://wa.me/918299001122',
      Skills: '<p>Amazon or Flipkart account</p>',
      Description:
        '<p>Buy the product we send you with your own money, write a 5 star review and we refund the full amount plus Rs 200 commission. Start with small orders of Rs 300 and go up to Rs 20,000. Refunds are processed within 24 hours to your UPI.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 1,000 - 10,000 daily',
    },
  },
  {
    label: 'Hinglish WhatsApp part-time job with daily earnings claim',
    fields: {
      Title: 'Part Time Job Hai - Sirf 30 Min Daily',
      Type: 'Job',
      Company: 'Online Earning Team',
      ApplyURL: 'https://wa.me/919123400098',
      Skills: '<p>Mobile aur internet</p>',
      Description:
        '<p>Hello, hamari company part time job de rahi hai. Sirf 30 minute roz, kamai 2000 se 5000 daily. Koi interview nahi, koi experience nahi. Interested ho to WhatsApp HR on 9123400098 pe YES likh ke bhejo, details wahi milegi.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 2,000 - 5,000 daily',
    },
  },
  {
    label: 'Hindi airport ground staff job asking uniform and ID card amount',
    fields: {
      Title: 'एयरपोर्ट ग्राउंड स्टाफ भर्ती - 10वीं/12वीं पास',
      Type: 'Job',
      Company: 'Airport Services India',
      ApplyURL: 'https://t.me/airport_bharti_hr',
      Skills: '<p>10वीं या 12वीं पास, हिंदी बोलना</p>',
      Description:
        '<p>देश के सभी एयरपोर्ट पर ग्राउंड स्टाफ, लोडर और हाउसकीपिंग की भर्ती। चयन के बाद यूनिफॉर्म और आईडी कार्ड के लिए ₹2,850 जमा करने होंगे। भुगतान क्यूआर कोड स्कैन करके करें। जॉइनिंग लेटर 3 दिन में मिलेगा।</p>',
      City: 'दिल्ली, मुंबई, कोलकाता',
      Salary: '₹18,000 - ₹35,000 प्रति माह',
    },
  },
  {
    label: 'Saudi driver job where the agent collects the medical fee',
    fields: {
      Title: 'Heavy Driver and Light Driver for Saudi Arabia',
      Type: 'Job',
      Company: 'Gulf Star Recruiting Agency',
      ApplyURL: 'https://wa.me/919745661203',
      Skills: '<p>Indian heavy licence, GCC licence preferred</p>',
      Description:
        '<p>Urgent for a big company in Riyadh. Salary 2,200 SAR plus overtime. Medical at our approved centre Rs 6,500, payable to the agent in advance by GPay. Service charge Rs 35,000 after visa. Passport must be valid for 2 years. Interview on Sunday.</p>',
      Country: 'Saudi Arabia',
      City: 'Riyadh',
      Experience: '2+ years driving',
      Salary: '2,200 SAR per month',
    },
  },
  {
    label: 'Telegram e-commerce order boost with recharge to withdraw',
    fields: {
      Title: 'E-commerce Order Booster - Remote Job',
      Type: 'Job',
      Company: 'ShopRank Digital',
      ApplyURL: 'https://t.me/ShopRank_Official_HR',
      Skills: '<p>Basic smartphone use</p>',
      Description:
        '<p>Complete 30 orders a day to increase merchant sales and earn commission on each. Sometimes you will get a combination order which makes your balance negative, recharge the difference to continue and withdraw everything with profit. Salary in USDT or INR.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 4,000 - 12,000 daily',
    },
  },
  {
    label: 'Capgemini offer with verification charges and Gmail contact',
    fields: {
      Title: 'Capgemini Analyst - Offer Release',
      Type: 'Job',
      Company: 'Capgemini Technology Services India',
      ApplyURL: 'mailto:capgemini.offer.release@gmail.com',
      Skills: '<p>Aptitude, communication, any programming language</p>',
      Description:
        '<p>Dear candidate, you have cleared all rounds for the Analyst role. As per company policy, document verification charges of Rs 3,200 are to be borne by the candidate. Kindly transfer the amount and reply with the transaction ID. Your offer letter will be released after confirmation.</p>',
      City: 'Bengaluru',
      Batch: '2025',
      Salary: '4.25 LPA',
    },
  },
  {
    label: 'loan agent role that charges a registration and ID fee',
    fields: {
      Title: 'Loan DSA Agent - Work From Home, High Commission',
      Type: 'Job',
      Company: 'Easy Finance Associates',
      ApplyURL: 'https://wa.me/918009887711',
      Skills: '<p>Talking to people, smartphone</p>',
      Description:
        '<p>Become a loan agent for personal loans and credit cards, earn 2% on every file. Company will provide leads daily. One time agent ID registration Rs 1,800 including certificate and visiting cards. Earning guaranteed from first week.</p>',
      WorkType: 'Remote',
      Salary: 'Rs 30,000 - 80,000 per month',
    },
  },
  {
    label: 'crude all-caps message with guaranteed daily earnings',
    fields: {
      Title: 'EARN 5000 DAILY !!! NO INVESTMENT* LIMITED SEATS',
      Type: 'Job',
      Company: 'Work4U',
      ApplyURL: 'https://bit.ly/3earnNow',
      Skills: '<p>NOTHING REQUIRED</p>',
      Description:
        '<p>ANYONE CAN EARN 5000 DAILY FROM MOBILE. 100% GUARANTEED INCOME. NO INTERVIEW NO EXPERIENCE. *ONLY RS 199 FOR ID ACTIVATION. JOIN FAST BEFORE LINK EXPIRES!!!</p>',
      WorkType: 'Remote',
      Salary: '5000 daily',
    },
  },
  {
    label: 'Hinglish spot offer where joining kit is bought from HR',
    fields: {
      Title: 'Retail Store Staff - Spot Offer Aaj Hi',
      Type: 'Job',
      Company: 'Reliance Trends (Hiring Partner)',
      ApplyURL: 'https://wa.me/917977665500',
      Skills: '<p>Customer se baat karna, 12th pass</p>',
      Description:
        '<p>Reliance Trends store ke liye staff chahiye. Aaj call pe interview, kal se joining. Joining kit (uniform, ID card, name badge) Rs 1,350 ka hai jo HR ko Paytm karna hai 7977xxxx00@paytm pe. Kit ke bina joining nahi hogi.</p>',
      City: 'Ahmedabad',
      Experience: 'Fresher',
      Salary: 'Rs 14,000 - 18,000 per month',
    },
  },
  {
    label: 'fake US remote job where the candidate buys equipment and is reimbursed',
    fields: {
      Title: 'Remote Customer Care Representative (US Client)',
      Type: 'Job',
      Company: 'Horizon Virtual Staffing',
      ApplyURL: 'mailto:horizon.virtual.hr@outlook.com',
      Skills: '<p>Fluent English, quiet workspace</p>',
      Description:
        '<p>After a short chat interview on Telegram you will receive an offer. The company will send you a cheque for equipment. You must first purchase the work laptop and software from our approved vendor by UPI, and the cost will be reimbursed once the cheque clears. Pay is in dollars.</p>',
      WorkType: 'Remote',
      Salary: 'USD 25 per hour',
    },
  },
];

export const HOLDOUT_HONEST: readonly CorpusPost[] = [
  {
    label: 'payments backend engineer working on UPI, NPCI settlements and refunds',
    fields: {
      Title: 'Backend Engineer - UPI Payments',
      Type: 'Job',
      Company: 'Pinewood Payments Pvt Ltd',
      ApplyURL: 'https://careers.pinewoodpay.in/jobs/backend-upi-041',
      Skills: '<p>Java or Go, PostgreSQL, Kafka, REST APIs</p>',
      Description:
        '<p>You will build the services that move UPI collect and intent payments between merchants and NPCI. The team owns daily settlements, refunds, reconciliation with partner banks and the dispute flow. Freshers with strong fundamentals in data structures and databases are welcome. You will pair with a senior engineer for the first three months.</p>',
      Country: 'India',
      City: 'Bengaluru',
      WorkType: 'Hybrid',
      Experience: '0-2 years',
      Batch: '2024, 2025',
      Degree: '<p>B.E / B.Tech in CS, IT or ECE</p>',
      Salary: '12 - 16 LPA',
    },
  },
  {
    label: 'trust and safety analyst who removes job scams from a portal',
    fields: {
      Title: 'Trust and Safety Analyst - Job Scam Investigations',
      Type: 'Job',
      Company: 'NaukriSetu Technologies',
      ApplyURL: 'https://naukrisetu.in/careers/trust-safety-analyst',
      Skills: '<p>Attention to detail, Excel, Hindi and English, basic SQL</p>',
      Description:
        '<p>Fake recruiters ask freshers for registration fees, kit amounts and refundable deposits, often over WhatsApp and Telegram. As a Trust and Safety Analyst you will review reported posts, trace scam patterns such as lookalike domains and UPI IDs, and take down fraudulent listings. You will also write guidance that helps job seekers recognise these scams.</p>',
      City: 'Noida',
      WorkType: 'Hybrid',
      Experience: '0-2 years',
      Salary: '5.5 - 7 LPA',
      Responsibilities:
        '<ul><li>Review reported and held job posts every day</li><li>Document new scam patterns and share them with engineering</li><li>Reply to job seekers who report fraud</li></ul>',
    },
  },
  {
    label: 'bank fraud risk analyst tracking UPI fraud and mule accounts',
    fields: {
      Title: 'Fraud Risk Analyst - Digital Payments',
      Type: 'Job',
      Company: 'Kaveri Small Finance Bank',
      ApplyURL: 'https://www.kaveribank.co.in/careers/fraud-risk-analyst',
      Skills: '<p>SQL, Excel, analytical thinking</p>',
      Description:
        '<p>Monitor UPI, IMPS and card transactions for fraud and flag mule accounts that receive and quickly transfer out money. Work with the branch team to freeze suspicious accounts and file reports with the cyber crime portal. Training on our fraud monitoring tools is given in the first month.</p>',
      City: 'Chennai',
      WorkType: 'On-site',
      Experience: '0-3 years',
      Degree: '<p>Any graduate; B.Com, BBA or B.Sc Statistics preferred</p>',
      Salary: '6 LPA',
    },
  },
  {
    label: 'Amazon customer service role applied from amazon.jobs',
    fields: {
      Title: 'Customer Service Associate - Virtual',
      Type: 'Job',
      Company: 'Amazon',
      ApplyURL: 'https://www.amazon.jobs/en/jobs/2784512/customer-service-associate-virtual',
      Skills: '<p>English and Hindi communication, typing, problem solving</p>',
      Description:
        '<p>Help Amazon customers with orders, returns and refunds over chat and phone from home. Paid training is provided and Amazon ships the laptop and headset to you. Amazon never asks candidates for money at any stage of hiring.</p>',
      Country: 'India',
      WorkType: 'Remote',
      Experience: 'Fresher',
      Salary: 'Rs 2.6 - 3.2 LPA',
    },
  },
  {
    label: 'TCS NQT hiring via careers.tcs.com with no-fee statement',
    fields: {
      Title: 'TCS National Qualifier Test - Ninja and Digital Roles',
      Type: 'Job',
      Company: 'Tata Consultancy Services',
      ApplyURL: 'https://careers.tcs.com/nqt/register',
      Skills: '<p>Aptitude, programming logic, communication</p>',
      Description:
        '<p>Register on the TCS NextStep portal and take the National Qualifier Test to be considered for Ninja and Digital roles. Shortlisted candidates go through technical and HR interviews. TCS does not charge any fee for recruitment and does not hire through agents.</p>',
      Country: 'India',
      Batch: '2025',
      Degree: '<p>B.E / B.Tech / M.E / M.Tech / MCA / M.Sc</p>',
      Salary: '3.36 LPA (Ninja), 7 LPA (Digital)',
    },
  },
  {
    label: 'Wipro Elite hiring from careers.wipro.com',
    fields: {
      Title: 'Project Engineer - Wipro Elite National Talent Hunt',
      Type: 'Job',
      Company: 'Wipro Limited',
      ApplyURL: 'https://careers.wipro.com/careers-home/jobs/elite-nth-2025',
      Skills: '<p>Programming in any language, logical reasoning, written English</p>',
      Description:
        '<p>Graduating engineers can apply for Project Engineer roles through the online assessment, followed by a technical and HR interview. Selected candidates join a structured training program before deployment. Wipro does not ask for money from applicants.</p>',
      Country: 'India',
      Batch: '2025',
      Degree: '<p>B.E / B.Tech, 60% throughout</p>',
      Salary: '3.5 LPA',
    },
  },
  {
    label: 'Accenture associate software engineer on jobs.accenture.com',
    fields: {
      Title: 'Associate Software Engineer',
      Type: 'Job',
      Company: 'Accenture',
      ApplyURL: 'https://jobs.accenture.com/in-en/jobs/R00231877',
      Skills: '<p>Java, Python or .NET basics, SQL, communication</p>',
      Description:
        '<p>Join Accenture Technology as an Associate Software Engineer after a cognitive and technical assessment and a communication test. You will be trained on a tech stack and placed on client projects. Accenture never charges a fee at any stage of recruitment.</p>',
      City: 'Bengaluru, Hyderabad, Pune, Chennai',
      WorkType: 'Hybrid',
      Batch: '2025',
      Salary: '4.5 LPA',
    },
  },
  {
    label: 'Google software engineering internship on careers.google.com',
    fields: {
      Title: 'Software Engineering Intern, Summer 2026',
      Type: 'Internship',
      Company: 'Google',
      ApplyURL:
        'https://careers.google.com/jobs/results/118844-software-engineering-intern-summer-2026/',
      Skills: '<p>Data structures, algorithms, C++ or Java or Python</p>',
      Description:
        '<p>Work on a real project with a Google team for 12 weeks. Interns are paid a monthly stipend and relocation support is provided. Applicants must be pursuing a Bachelor or Master degree in Computer Science or a related field.</p>',
      City: 'Bengaluru',
      WorkType: 'On-site',
      Batch: '2027',
      Salary: 'Paid stipend',
    },
  },
  {
    label: 'HDFC Bank relationship officer for deposits, applied from hdfcbank.com',
    fields: {
      Title: 'Relationship Officer - Savings and Fixed Deposits',
      Type: 'Job',
      Company: 'HDFC Bank',
      ApplyURL: 'https://www.hdfcbank.com/personal/about-us/careers/relationship-officer',
      Skills: '<p>Customer relationships, sales, local language</p>',
      Description:
        '<p>Open savings accounts, grow fixed deposits and recurring deposits, and help branch customers with loans and cards. You will meet walk-in customers and keep in touch with existing account holders. Fresh graduates are trained in the branch.</p>',
      City: 'Indore',
      WorkType: 'On-site',
      Degree: '<p>Any graduate</p>',
      Salary: '3 - 3.6 LPA',
    },
  },
  {
    label: 'Gulf hospital nurses with visa, ticket and accommodation from employer',
    fields: {
      Title: 'Staff Nurse - Multispeciality Hospital, Kuwait',
      Type: 'Job',
      Company: 'Al Salam Healthcare Group',
      ApplyURL: 'https://careers.alsalamhealth.com.kw/nursing/india-2025',
      Skills: '<p>B.Sc Nursing, BLS, ICU or ward experience</p>',
      Description:
        '<p>We are hiring registered nurses from India for our hospitals in Kuwait. Visa, ticket and accommodation provided by employer, along with transport and medical insurance. There is no agent and no recruitment fee: candidates pay nothing at any stage. Interviews are held online and in Kochi.</p>',
      Country: 'Kuwait',
      WorkType: 'On-site',
      Experience: '2+ years hospital experience',
      Degree: '<p>B.Sc Nursing with state council registration</p>',
      Salary: 'KWD 450 - 550 per month',
    },
  },
  {
    label: 'BPO walk-in interview with a real address and no fees',
    fields: {
      Title: 'Walk-in Interview - International Voice Process',
      Type: 'Job',
      Company: 'Sitara Outsourcing India',
      ApplyURL: 'https://careers.sitaraoutsourcing.in/walkin/noida-voice',
      Skills: '<p>Fluent English, willingness to work night shifts</p>',
      Description:
        '<p>Walk in between 11 am and 3 pm, Monday to Friday, at Tower B, 4th floor, Plot A-18, Sector 62, Noida. Bring your resume and one ID proof. Rounds: HR, voice and ops. We do not charge any fee and never ask for money for interviews or joining.</p>',
      City: 'Noida',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 3.2 - 4.2 LPA + night allowance',
    },
  },
  {
    label: 'bank home loan processing officer',
    fields: {
      Title: 'Loan Processing Officer - Home Loans',
      Type: 'Job',
      Company: 'Sahyadri Co-operative Bank',
      ApplyURL: 'https://www.sahyadribank.in/careers/loan-processing-officer',
      Skills: '<p>Credit basics, MS Excel, document checking</p>',
      Description:
        '<p>Check home loan applications, verify income documents and prepare files for the credit committee. You will explain the processing fee, interest rates and EMI schedule to customers. Good for commerce graduates starting in banking.</p>',
      City: 'Pune',
      WorkType: 'On-site',
      Degree: '<p>B.Com / BBA / MBA Finance</p>',
      Salary: 'Rs 24,000 per month',
    },
  },
  {
    label: 'school accountant handling the fee structure and fee collection',
    fields: {
      Title: 'Accounts Clerk - Fee Collection',
      Type: 'Job',
      Company: 'St. Xavier Senior Secondary School',
      ApplyURL: 'mailto:office.stxavierbhopal@gmail.com',
      Skills: '<p>Tally, MS Excel, cash handling</p>',
      Description:
        '<p>Collect school fees at the counter and online, issue fee receipts and update the fee register. Prepare the term-wise fee structure for each class and follow up on dues with parents politely. Working hours 8 am to 3 pm, Monday to Saturday.</p>',
      City: 'Bhopal',
      WorkType: 'On-site',
      Degree: '<p>B.Com</p>',
      Salary: 'Rs 15,000 per month',
    },
  },
  {
    label: 'hostel operations executive handling tenant security deposits',
    fields: {
      Title: 'Property Operations Executive - Student Hostels',
      Type: 'Job',
      Company: 'NestStudent Living',
      ApplyURL: 'https://careers.neststudent.in/jobs/ops-exec-kota',
      Skills: '<p>Coordination, MS Excel, Hindi and English</p>',
      Description:
        '<p>Manage move-ins and move-outs at three hostels in Kota. You will record each tenant security deposit, check rooms at move-out and raise deposit refunds within seven days. You will also handle maintenance complaints and vendor payments.</p>',
      City: 'Kota',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: 'Rs 20,000 - 24,000 per month',
    },
  },
  {
    label: 'insurance claims processing executive',
    fields: {
      Title: 'Claims Processing Executive - Health Insurance',
      Type: 'Job',
      Company: 'Medishield TPA Services',
      ApplyURL: 'https://www.medishieldtpa.com/careers/claims-executive',
      Skills: '<p>Medical terminology, MS Office</p>',
      Description:
        '<p>Review cashless and reimbursement claims from hospitals, check bills against the policy and approve or query them. B.Pharm, BAMS, BHMS and nursing graduates are preferred. Two weeks of paid training on our claims system.</p>',
      City: 'Hyderabad',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 2.8 - 3.5 LPA',
    },
  },
  {
    label: 'accounts and GST executive at a CA firm handling client fees',
    fields: {
      Title: 'Accounts and GST Executive',
      Type: 'Job',
      Company: 'Mehta and Associates, Chartered Accountants',
      ApplyURL: 'mailto:careers@mehtaassociates.co.in',
      Skills: '<p>Tally Prime, GST returns, TDS basics</p>',
      Description:
        '<p>File GSTR-1 and GSTR-3B for our clients, reconcile purchase registers and raise invoices for professional fees charged to clients. You will track client payments and follow up on pending fees. B.Com freshers with Tally knowledge can apply.</p>',
      City: 'Ahmedabad',
      WorkType: 'On-site',
      Degree: '<p>B.Com / M.Com</p>',
      Salary: 'Rs 18,000 - 22,000 per month',
    },
  },
  {
    label: 'WhatsApp Business API developer',
    fields: {
      Title: 'Software Developer - WhatsApp Business API Integrations',
      Type: 'Job',
      Company: 'ChatLoop Technologies',
      ApplyURL: 'https://chatloop.io/careers/whatsapp-api-developer',
      Skills: '<p>Node.js, webhooks, REST, MongoDB</p>',
      Description:
        '<p>Build chatbots and notification flows for D2C brands on the WhatsApp Business Platform. You will work with message templates, webhooks and payment links sent through WhatsApp. Freshers with a project on GitHub are welcome to apply.</p>',
      City: 'Jaipur',
      WorkType: 'Hybrid',
      Experience: '0-1 year',
      Salary: '5 - 7 LPA',
    },
  },
  {
    label: 'Telegram bot developer internship with stipend',
    fields: {
      Title: 'Telegram Bot Developer Intern',
      Type: 'Internship',
      Company: 'Quizwala Edtech',
      ApplyURL: 'https://quizwala.in/careers/telegram-bot-intern',
      Skills: '<p>Python, python-telegram-bot or aiogram, SQLite</p>',
      Description:
        '<p>Our students practise daily quizzes on Telegram. You will build and maintain the Telegram bot that sends quizzes, scores answers and shows leaderboards. The internship is remote, for 3 months, with a monthly stipend and a certificate at no cost.</p>',
      WorkType: 'Remote',
      Batch: '2026, 2027',
      Salary: 'Rs 12,000 per month stipend',
    },
  },
  {
    label: 'social media executive managing Instagram pages and a YouTube channel',
    fields: {
      Title: 'Social Media Executive',
      Type: 'Job',
      Company: 'Bloom Organics',
      ApplyURL: 'https://bloomorganics.in/pages/careers',
      Skills: '<p>Instagram, YouTube Studio, Canva, copywriting</p>',
      Description:
        '<p>Plan and post content on our Instagram pages and YouTube channel, reply to comments and DMs, and report on reach and followers every week. You will work with our designer and shoot simple product reels in our studio.</p>',
      City: 'Mumbai',
      WorkType: 'Hybrid',
      Experience: '0-2 years',
      Salary: 'Rs 22,000 - 28,000 per month',
    },
  },
  {
    label: 'delivery job with honest weekly pay and a free bag',
    fields: {
      Title: 'Delivery Partner - Weekly Payouts',
      Type: 'Job',
      Company: 'QuickDrop Logistics',
      ApplyURL: 'https://partners.quickdrop.in/delivery/apply',
      Skills: '<p>Two-wheeler, driving licence, smartphone</p>',
      Description:
        '<p>Deliver groceries within 3 km of our dark store. You are paid per order plus a peak hour bonus, settled to your bank account every Monday. The delivery bag and T-shirt are given free and there is no joining fee or deposit.</p>',
      City: 'Bengaluru',
      WorkType: 'On-site',
      Salary: 'Rs 600 - 900 per day (average)',
    },
  },
  {
    label: 'clinic receptionist using Gmail, handles patient registration',
    fields: {
      Title: 'Receptionist - Dental Clinic',
      Type: 'Job',
      Company: 'Smile Care Dental Clinic',
      ApplyURL: 'mailto:smilecaredental.lucknow@gmail.com',
      Skills: '<p>Good communication, basic computer, Hindi and English</p>',
      Description:
        '<p>Greet patients, do patient registration at the front desk, book appointments on the phone and collect consultation charges. Timing 10 am to 7 pm with a lunch break. Freshers are welcome; we will teach you the software.</p>',
      City: 'Lucknow',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 12,000 per month',
    },
  },
  {
    label: 'Hinglish tuition centre teacher hiring by phone',
    fields: {
      Title: 'Maths Teacher Chahiye - Class 6 se 10',
      Type: 'Job',
      Company: 'Gyan Jyoti Coaching Centre',
      ApplyURL: 'mailto:gyanjyoti.coaching@gmail.com',
      Skills: '<p>Maths, padhane ka shauk</p>',
      Description:
        '<p>Hamare coaching centre me shaam ke batch ke liye Maths teacher chahiye. Timing 4 baje se 8 baje tak. Demo class lekar selection hoga. Salary har mahine ki 5 tarikh ko. Call karein 9415012345 par, 11 baje se 2 baje ke beech.</p>',
      City: 'Varanasi',
      WorkType: 'On-site',
      Degree: '<p>B.Sc / M.Sc Maths</p>',
      Salary: 'Rs 10,000 - 14,000 per month',
    },
  },
  {
    label: 'Hindi restaurant hiring cooks and waiters with free food and stay',
    fields: {
      Title: 'कुक और वेटर की आवश्यकता',
      Type: 'Job',
      Company: 'अन्नपूर्णा फैमिली रेस्टोरेंट',
      ApplyURL: 'mailto:annapurna.restaurant.jaipur@gmail.com',
      Skills: '<p>खाना बनाना या ग्राहकों को परोसना</p>',
      Description:
        '<p>हमारे रेस्टोरेंट के लिए 2 कुक और 3 वेटर चाहिए। रहना और खाना फ्री है। वेतन हर महीने समय पर दिया जाएगा। किसी भी प्रकार की फीस नहीं ली जाती। इंटरव्यू के लिए सुबह 11 बजे रेस्टोरेंट पर आएं: एम.आई. रोड, जयपुर।</p>',
      City: 'जयपुर',
      WorkType: 'On-site',
      Salary: '₹12,000 - ₹18,000 प्रति माह',
    },
  },
  {
    label: 'Hinglish garment shop salesperson stating no money is taken',
    fields: {
      Title: 'Salesman / Saleswoman - Kapde Ki Dukaan',
      Type: 'Job',
      Company: 'Shringar Garments',
      ApplyURL: 'mailto:shringargarments.surat@gmail.com',
      Skills: '<p>Customer se baat karna, Gujarati ya Hindi</p>',
      Description:
        '<p>Hamari dukaan ke liye salesman aur saleswoman chahiye. Subah 10 se raat 8 baje tak, Tuesday chhutti. Naukri ke liye koi paisa nahi lagta, seedha dukaan pe aake milo: Ring Road, Surat. Diwali bonus alag se milega.</p>',
      City: 'Surat',
      WorkType: 'On-site',
      Experience: 'Fresher bhi chalega',
      Salary: 'Rs 11,000 - 15,000 per month',
    },
  },
  {
    label: 'security guard with uniform provided free by a licensed agency',
    fields: {
      Title: 'Security Guard - Residential Societies',
      Type: 'Job',
      Company: 'Shield Force Security Services (PSARA licensed)',
      ApplyURL: 'https://shieldforcesecurity.in/careers/guard',
      Skills: '<p>10th pass, physically fit, night duty</p>',
      Description:
        '<p>We need security guards for gated societies in Thane and Navi Mumbai. 12 hour shifts with one weekly off, PF and ESIC. Uniform, shoes and ID card are provided free by the company and no amount is deducted from salary for them.</p>',
      City: 'Thane',
      WorkType: 'On-site',
      Degree: '<p>10th pass</p>',
      Salary: 'Rs 16,000 - 19,000 per month',
    },
  },
  {
    label: 'SOC cybersecurity analyst fresher role',
    fields: {
      Title: 'Cybersecurity Analyst - Security Operations Centre (L1)',
      Type: 'Job',
      Company: 'Cyberwall Defence Labs',
      ApplyURL: 'https://cyberwall.co.in/careers/soc-analyst-l1',
      Skills: '<p>Networking basics, Linux, SIEM, phishing analysis</p>',
      Description:
        '<p>Monitor security alerts in our 24x7 SOC, investigate phishing emails and suspicious logins, and escalate incidents to L2. You will receive paid training and the company sponsors one certification such as CompTIA Security+ in your first year.</p>',
      City: 'Gurugram',
      WorkType: 'On-site',
      Batch: '2024, 2025',
      Salary: '4 - 5.5 LPA',
    },
  },
  {
    label: 'cash teller at a co-operative bank taking cash deposits',
    fields: {
      Title: 'Cashier cum Clerk - Deposit Counter',
      Type: 'Job',
      Company: 'Janata Sahakari Bank',
      ApplyURL: 'https://www.janatasahakaribank.in/recruitment/clerk-2025',
      Skills: '<p>Cash handling, Marathi and English, CBS software</p>',
      Description:
        '<p>Accept cash deposits and withdrawals at the counter, open recurring and fixed deposit accounts and update passbooks. The bank conducts an online exam and interview; the exam fee is listed in the official notification on our website only.</p>',
      City: 'Nashik',
      WorkType: 'On-site',
      Degree: '<p>Graduate with 50% marks</p>',
      Salary: 'Rs 22,000 - 26,000 per month',
    },
  },
  {
    label: 'car dealership RTO vehicle registration executive',
    fields: {
      Title: 'RTO and Vehicle Registration Executive',
      Type: 'Job',
      Company: 'Sai Motors (Maruti Suzuki Dealer)',
      ApplyURL: 'mailto:hr@saimotorsnagpur.com',
      Skills: '<p>Documentation, two-wheeler, knowledge of Vahan portal</p>',
      Description:
        '<p>Handle vehicle registration, number plates and transfer of ownership for new and used cars sold at our showroom. You will visit the RTO, pay road tax on behalf of customers from the company account and keep records of every file.</p>',
      City: 'Nagpur',
      WorkType: 'On-site',
      Salary: 'Rs 17,000 per month + petrol allowance',
    },
  },
  {
    label: 'food processing plant quality control trainee',
    fields: {
      Title: 'Quality Control Trainee - Food Processing Plant',
      Type: 'Job',
      Company: 'Green Valley Foods Pvt Ltd',
      ApplyURL: 'https://www.greenvalleyfoods.in/careers/qc-trainee',
      Skills: '<p>Food safety basics, HACCP, lab testing</p>',
      Description:
        '<p>Test raw material and finished juices and pulps at our fruit processing plant. You will maintain FSSAI records and support audits. Trainees get a stipend for six months and then a confirmed role; transport from the city is provided.</p>',
      City: 'Chittoor',
      WorkType: 'On-site',
      Degree: '<p>B.Tech Food Technology / B.Sc Microbiology</p>',
      Salary: 'Rs 16,000 stipend, then 2.8 LPA',
    },
  },
  {
    label: 'EV charging station operator',
    fields: {
      Title: 'EV Charging Station Operator',
      Type: 'Job',
      Company: 'ChargeGrid Mobility',
      ApplyURL: 'https://chargegrid.in/careers/station-operator-pune',
      Skills: '<p>Basic electrical knowledge, customer handling</p>',
      Description:
        '<p>Run a 12-charger EV station on the Mumbai-Pune highway. Help drivers start sessions on the app, explain per unit charges and parking charges, and report faults to maintenance. ITI electricians are preferred; uniform and safety gear are provided.</p>',
      City: 'Lonavala',
      WorkType: 'On-site',
      Degree: '<p>ITI Electrician / Diploma</p>',
      Salary: 'Rs 18,000 - 21,000 per month',
    },
  },
  {
    label: 'Hindi hospital front desk registration job',
    fields: {
      Title: 'अस्पताल रिसेप्शन - मरीज़ रजिस्ट्रेशन डेस्क',
      Type: 'Job',
      Company: 'जीवन ज्योति मल्टीस्पेशियलिटी हॉस्पिटल',
      ApplyURL: 'https://jeevanjyotihospital.in/careers/registration-desk',
      Skills: '<p>कंप्यूटर, हिंदी और अंग्रेज़ी बोलना</p>',
      Description:
        '<p>ओपीडी में आने वाले मरीज़ों का रजिस्ट्रेशन करना, पर्ची बनाना और डॉक्टर का अपॉइंटमेंट देना। शिफ्ट सुबह 8 से दोपहर 2 या दोपहर 2 से रात 8 बजे। नए उम्मीदवारों को अस्पताल में ही ट्रेनिंग दी जाएगी।</p>',
      City: 'इंदौर',
      WorkType: 'On-site',
      Degree: '<p>12वीं पास या स्नातक</p>',
      Salary: '₹13,000 - ₹16,000 प्रति माह',
    },
  },
  {
    label: 'customer support for a payment app handling refunds and KYC',
    fields: {
      Title: 'Customer Support Associate - Payments App',
      Type: 'Job',
      Company: 'Paytm (One97 Communications)',
      ApplyURL: 'https://paytm.com/careers/customer-support-associate-noida',
      Skills: '<p>Hindi and English, chat support, patience</p>',
      Description:
        '<p>Resolve customer questions about failed UPI payments, pending refunds, wallet KYC and cashback on chat and email. You will learn how settlements work and when a refund reaches the bank. You will also warn customers that our team never asks for a UPI PIN or OTP.</p>',
      City: 'Noida',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 2.4 - 3 LPA',
    },
  },
  {
    label: 'video KYC operations analyst at an NBFC',
    fields: {
      Title: 'KYC Operations Analyst - Video KYC',
      Type: 'Job',
      Company: 'Lumen Finance Ltd',
      ApplyURL: 'https://www.lumenfinance.in/careers/kyc-analyst',
      Skills: '<p>Attention to detail, English and one regional language</p>',
      Description:
        '<p>Conduct video KYC calls with loan applicants, match the live face against the Aadhaar and PAN details, and flag forged documents. You will follow RBI KYC guidelines and our fraud checklist. Evening shift allowance is paid.</p>',
      City: 'Kolkata',
      WorkType: 'On-site',
      Degree: '<p>Any graduate</p>',
      Salary: 'Rs 21,000 per month',
    },
  },
  {
    label: 'marketing internship with stipend and no fee',
    fields: {
      Title: 'Marketing Intern - Campus Ambassador Program',
      Type: 'Internship',
      Company: 'Bookly Learning',
      ApplyURL: 'https://bookly.in/internships/marketing-2025',
      Skills: '<p>Communication, social media, event planning</p>',
      Description:
        '<p>Represent Bookly at your college, run workshops and grow our student community for 2 months. Interns receive a stipend of Rs 8,000 per month and a certificate; there is no fee to join the program.</p>',
      WorkType: 'Remote',
      Batch: '2026, 2027, 2028',
      Salary: 'Rs 8,000 per month stipend',
    },
  },
  {
    label: 'fresher data analyst with salary in LPA',
    fields: {
      Title: 'Data Analyst - Fresher',
      Type: 'Job',
      Company: 'Orbit Retail Analytics',
      ApplyURL: 'https://orbitretail.ai/careers/data-analyst-fresher',
      Skills: '<p>SQL, Excel, Python (pandas), Tableau or Power BI</p>',
      Description:
        '<p>Build weekly sales and inventory dashboards for our retail clients and answer ad hoc questions with SQL. You will present findings to account managers. The hiring process is an online SQL test and two interviews.</p>',
      City: 'Bengaluru',
      WorkType: 'Hybrid',
      Batch: '2024, 2025',
      Salary: '4.5 - 5.5 LPA',
    },
  },
  {
    label: 'employer-paid training with stipend and laptop provided',
    fields: {
      Title: 'Graduate Engineer Trainee - Paid Training Program',
      Type: 'Job',
      Company: 'Softsol Infosystems',
      ApplyURL: 'https://careers.softsol.co.in/get-2025',
      Skills: '<p>Programming basics, SQL, willingness to learn</p>',
      Description:
        '<p>Selected graduates join a 6-week training program paid for by the company, with a stipend of Rs 15,000 during training. A laptop is provided for the duration of employment. There is no training fee, bond amount or deposit of any kind.</p>',
      City: 'Hyderabad',
      WorkType: 'On-site',
      Batch: '2025',
      Salary: '3.8 LPA after training',
    },
  },
  {
    label: 'field sales executive with petrol allowance',
    fields: {
      Title: 'Field Sales Executive - FMCG',
      Type: 'Job',
      Company: 'Kaveri Distributors (Parle Agro stockist)',
      ApplyURL: 'mailto:hr.kaveridistributors@gmail.com',
      Skills: '<p>Two-wheeler, local language, confidence</p>',
      Description:
        '<p>Visit 40 retail shops a day, take orders for beverages and snacks, and collect payments from retailers against invoices. Petrol allowance and mobile recharge are paid by the distributor. Incentives on monthly targets.</p>',
      City: 'Coimbatore',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 15,000 + incentives',
    },
  },
  {
    label: 'Hinglish BPO job saying there are no joining charges',
    fields: {
      Title: 'Customer Care Executive - Hindi Voice Process',
      Type: 'Job',
      Company: 'Vcare Connect Services',
      ApplyURL: 'https://vcareconnect.in/careers/hindi-voice',
      Skills: '<p>Hindi bolna, basic computer</p>',
      Description:
        '<p>Hindi voice process ke liye freshers chahiye. Interview office me hoga: 2nd floor, Vishal Tower, Janakpuri, Delhi. Joining pe koi charges nahi, na registration, na training fee. Training ke 7 din ki bhi salary milegi. Cab facility for night shift.</p>',
      City: 'New Delhi',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 14,000 - 17,000 per month',
    },
  },
  {
    label: 'NAPS apprenticeship on the government apprenticeship portal',
    fields: {
      Title: 'Apprentice - Production (NAPS)',
      Type: 'Internship',
      Company: 'Sundaram Auto Components',
      ApplyURL:
        'https://www.apprenticeshipindia.gov.in/apprenticeship/opportunity-view/SAC-2025-PROD',
      Skills: '<p>ITI Fitter / Machinist, shop floor safety</p>',
      Description:
        '<p>One year apprenticeship in our machining and assembly lines under the National Apprenticeship Promotion Scheme. Apprentices get a monthly stipend, canteen food and transport. Register on the apprenticeship portal to apply; there is no charge.</p>',
      City: 'Hosur',
      WorkType: 'On-site',
      Degree: '<p>ITI / 12th pass</p>',
      Salary: 'Rs 12,500 per month stipend',
    },
  },
  {
    label: 'Infosys systems engineer from infosys.com careers',
    fields: {
      Title: 'Systems Engineer - Infosys Off Campus',
      Type: 'Job',
      Company: 'Infosys Limited',
      ApplyURL: 'https://www.infosys.com/careers/apply/systems-engineer-2025.html',
      Skills: '<p>Problem solving, programming basics, communication</p>',
      Description:
        '<p>Infosys is hiring graduates through an online test and interview. Selected candidates train at the Mysuru campus, with accommodation provided by Infosys. Infosys does not charge any fee and does not authorise agents to collect money.</p>',
      Country: 'India',
      Batch: '2025',
      Degree: '<p>B.E / B.Tech / MCA / M.Sc</p>',
      Salary: '3.6 LPA',
    },
  },
  {
    label: 'Swiggy software engineer from careers.swiggy.com',
    fields: {
      Title: 'Software Development Engineer I',
      Type: 'Job',
      Company: 'Swiggy',
      ApplyURL: 'https://careers.swiggy.com/#/careers?src=careers&career_page_category=Technology',
      Skills: '<p>Java or Go, distributed systems basics, DSA</p>',
      Description:
        '<p>Work on the order and delivery platform that serves millions of orders a day. You will build APIs for restaurant partners and delivery executives, including payouts and incentive calculations. Interview has a coding round, a design round and a hiring manager round.</p>',
      City: 'Bengaluru',
      WorkType: 'Hybrid',
      Experience: '0-2 years',
      Salary: '18 - 24 LPA',
    },
  },
  {
    label: 'Deloitte analyst from apply.deloitte.com',
    fields: {
      Title: 'Analyst - Risk Advisory',
      Type: 'Job',
      Company: 'Deloitte India',
      ApplyURL: 'https://apply.deloitte.com/careers/JobDetail/Analyst-Risk-Advisory/198233',
      Skills: '<p>Audit basics, Excel, report writing</p>',
      Description:
        '<p>Support internal audit and controls testing for clients in banking and manufacturing. You will document processes, test controls and draft findings. Deloitte does not charge candidates for interviews, offers or onboarding.</p>',
      City: 'Mumbai',
      WorkType: 'Hybrid',
      Batch: '2025',
      Degree: '<p>B.Com / CA Inter / MBA</p>',
      Salary: '6 - 7 LPA',
    },
  },
  {
    label: 'Reliance retail trainee from careers.ril.com',
    fields: {
      Title: 'Graduate Trainee - Retail Store Operations',
      Type: 'Job',
      Company: 'Reliance Retail',
      ApplyURL: 'https://careers.ril.com/rilcareers/frmJobSearch.aspx?jobcode=RR-GT-2025',
      Skills: '<p>Customer service, inventory basics, teamwork</p>',
      Description:
        '<p>Learn store operations in a large format store, from receiving stock to billing and customer service, before taking charge of a department. Uniform is provided by the company. Apply only through our careers site; we never ask for payment.</p>',
      City: 'Ahmedabad',
      WorkType: 'On-site',
      Degree: '<p>Any graduate</p>',
      Salary: 'Rs 2.6 LPA',
    },
  },
  {
    label: 'IndiGo cabin crew from goindigo.in careers with a no-fee warning',
    fields: {
      Title: 'Cabin Crew - Freshers',
      Type: 'Job',
      Company: 'IndiGo (InterGlobe Aviation Ltd)',
      ApplyURL: 'https://www.goindigo.in/careers/cabin-crew.html',
      Skills: '<p>Communication, grooming, swimming</p>',
      Description:
        '<p>Fly with IndiGo as cabin crew after a paid training program at our academy in Gurugram. Selection includes a group discussion, personal interview and medical test arranged by the airline. IndiGo does not charge any money for recruitment and does not use agents.</p>',
      Country: 'India',
      Degree: '<p>12th pass with English, age 18-27</p>',
      Salary: 'As per industry standards',
    },
  },
  {
    label: 'CA article assistant with ICAI stipend',
    fields: {
      Title: 'Article Assistant - Audit and Taxation',
      Type: 'Internship',
      Company: 'R. K. Gupta and Co., Chartered Accountants',
      ApplyURL: 'mailto:articleship.rkgupta@gmail.com',
      Skills: '<p>Accounting, Tally, CA Intermediate cleared</p>',
      Description:
        '<p>Articleship for CA students with exposure to statutory audit, GST and income tax returns. Stipend as per ICAI norms, revised every year. Office in Karol Bagh, Delhi; conveyance for audit visits is paid by the firm.</p>',
      City: 'New Delhi',
      WorkType: 'On-site',
      Salary: 'Rs 5,000 - 7,000 per month stipend',
    },
  },
  {
    label: 'NBFC collections executive with payments vocabulary',
    fields: {
      Title: 'Collections Executive - Two Wheeler Loans',
      Type: 'Job',
      Company: 'Maruti Finance Company Ltd',
      ApplyURL: 'https://www.marutifinance.co.in/careers/collections-executive',
      Skills: '<p>Two-wheeler, local language, negotiation</p>',
      Description:
        '<p>Follow up with customers who have missed EMIs, collect payments by UPI or cheque against official receipts, and update the collections app. You will work under the branch manager and follow the RBI fair practices code. Fuel allowance and incentives paid monthly.</p>',
      City: 'Ranchi',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: 'Rs 16,000 - 20,000 + incentives',
    },
  },
  {
    label: 'Hindi content moderator reviewing scam posts',
    fields: {
      Title: 'कंटेंट मॉडरेटर - हिंदी',
      Type: 'Job',
      Company: 'ट्रस्टलाइन डिजिटल सर्विसेज',
      ApplyURL: 'https://trustline.co.in/careers/hindi-moderator',
      Skills: '<p>हिंदी और अंग्रेज़ी पढ़ना, कंप्यूटर</p>',
      Description:
        '<p>सोशल मीडिया और जॉब पोर्टल पर आने वाली पोस्ट की जाँच करें और फ़र्ज़ी नौकरी, रजिस्ट्रेशन फीस मांगने वाले संदेश और धोखाधड़ी वाली पोस्ट हटाएं। पूरी ट्रेनिंग कंपनी देगी और इसके लिए कोई शुल्क नहीं है।</p>',
      City: 'लखनऊ',
      WorkType: 'On-site',
      Experience: 'फ्रेशर',
      Salary: '₹18,000 प्रति माह',
    },
  },
  {
    label: 'merchant onboarding executive installing QR codes and soundboxes',
    fields: {
      Title: 'Merchant Onboarding Executive - QR and Soundbox',
      Type: 'Job',
      Company: 'PhonePe',
      ApplyURL: 'https://www.phonepe.com/careers/job/merchant-onboarding-executive-jaipur',
      Skills: '<p>Two-wheeler, smartphone, local language</p>',
      Description:
        '<p>Visit shops in your area and sign them up to accept UPI payments. You will complete merchant KYC on the app, set up the scan QR stand and the payment soundbox, and explain how settlements reach their bank account. Fixed salary plus incentives for each active merchant.</p>',
      City: 'Jaipur',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 18,000 + incentives',
    },
  },
  {
    label: 'admissions telecaller for course registrations',
    fields: {
      Title: 'Admissions Counsellor (Telecalling)',
      Type: 'Job',
      Company: 'Sunrise Institute of Nursing',
      ApplyURL: 'mailto:admissions.sunrisenursing@gmail.com',
      Skills: '<p>Telecalling, Hindi and English, MS Excel</p>',
      Description:
        '<p>Call students who enquired about our GNM and ANM courses, explain the course fee, hostel and registration process, and help them book a campus visit. You will keep a record of calls in a spreadsheet. Fixed salary with a small incentive per admission.</p>',
      City: 'Patna',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 13,000 - 16,000 per month',
    },
  },
  {
    label: 'gig bike taxi captain with daily payout and no joining fee',
    fields: {
      Title: 'Bike Taxi Captain - Daily Payout',
      Type: 'Job',
      Company: 'Rapido',
      ApplyURL: 'https://www.rapido.bike/captain',
      Skills: '<p>Two-wheeler with RC, driving licence, smartphone</p>',
      Description:
        '<p>Sign up in the Captain app, upload your licence and RC, and start taking rides in your free time. Earnings are paid out to your bank account daily. Registration in the app is free; we do not charge any joining or ID fee.</p>',
      City: 'Chennai',
      WorkType: 'On-site',
      Salary: 'Rs 500 - 1,200 per day, depending on rides',
    },
  },
  {
    label: 'Hinglish content writing internship with stipend',
    fields: {
      Title: 'Content Writing Intern - Hinglish Blogs',
      Type: 'Internship',
      Company: 'Desi Finance Gyaan',
      ApplyURL: 'https://desifinancegyaan.com/internship',
      Skills: '<p>Hindi aur English writing, personal finance me interest</p>',
      Description:
        '<p>Hum Hinglish me personal finance ke blogs aur YouTube scripts likhte hain: UPI, credit score, FD aur SIP jaise topics. Intern ko har hafte 3 articles likhne honge. Stipend Rs 6,000 mahina, poora kaam ghar se. Sample article bhejo, koi fee nahi.</p>',
      WorkType: 'Remote',
      Batch: '2025, 2026',
      Salary: 'Rs 6,000 per month stipend',
    },
  },
  {
    label: 'Flipkart warehouse associate via official careers site',
    fields: {
      Title: 'Warehouse Associate - Fulfilment Centre',
      Type: 'Job',
      Company: 'Flipkart',
      ApplyURL: 'https://www.flipkartcareers.com/#!/joblist?jobcode=WA-HSK-2025',
      Skills: '<p>Picking, packing, scanning, 10th pass</p>',
      Description:
        '<p>Pick, pack and scan customer orders at our fulfilment centre near Hoskote. Safety shoes and uniform are issued free at joining. Shift allowance, PF, ESIC and transport from nearby pickup points are provided.</p>',
      City: 'Hoskote',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 17,500 per month',
    },
  },
  {
    label: 'Hindi bank deposit mobilisation job at a gramin bank',
    fields: {
      Title: 'बिज़नेस करेस्पॉन्डेंट - बचत और जमा खाते',
      Type: 'Job',
      Company: 'प्रथमा यूपी ग्रामीण बैंक (बीसी पार्टनर)',
      ApplyURL: 'https://bcpartner.sahayogfin.in/careers/bc-agent-up',
      Skills: '<p>हिंदी, स्मार्टफोन, गाँव के लोगों से संपर्क</p>',
      Description:
        '<p>गाँव में बैंक के ग्राहकों के बचत खाते खोलें, नकद जमा और निकासी करें और पेंशन भुगतान में मदद करें। हर लेन-देन पर कमीशन और मासिक स्थायी भुगतान मिलेगा। माइक्रो एटीएम डिवाइस कंपनी देगी, उम्मीदवार से कोई पैसा नहीं लिया जाएगा।</p>',
      City: 'मुरादाबाद',
      WorkType: 'On-site',
      Degree: '<p>12वीं पास</p>',
      Salary: '₹10,000 + कमीशन',
    },
  },
  {
    label: 'visa processing executive at a travel agency (employee, not applicant pays)',
    fields: {
      Title: 'Visa Documentation Executive',
      Type: 'Job',
      Company: 'Skyline Tours and Travels',
      ApplyURL: 'mailto:jobs@skylinetours.in',
      Skills: '<p>Documentation, MS Office, English</p>',
      Description:
        '<p>Prepare visa files for our travel customers: check passports, fill application forms, book biometrics appointments and track the status with embassies. You will explain visa fees and service charges to customers. Freshers with good English are trained on the job.</p>',
      City: 'Kochi',
      WorkType: 'On-site',
      Experience: '0-1 year',
      Salary: 'Rs 16,000 - 20,000 per month',
    },
  },
  {
    label: 'Tech Mahindra associate applied on techmahindra.com careers',
    fields: {
      Title: 'Associate - Technical Support (Voice)',
      Type: 'Job',
      Company: 'Tech Mahindra',
      ApplyURL: 'https://careers.techmahindra.com/JobDetails.aspx?JobCode=TS-ASSOC-8821',
      Skills: '<p>English communication, troubleshooting basics</p>',
      Description:
        '<p>Troubleshoot broadband and device issues for customers of a telecom client. Paid classroom training for three weeks is part of the job. Tech Mahindra does not ask for any payment towards training, laptops or joining.</p>',
      City: 'Pune',
      WorkType: 'On-site',
      Experience: 'Fresher',
      Salary: 'Rs 2.8 - 3.5 LPA',
    },
  },
  {
    label: 'refunds operations associate at an e-commerce company',
    fields: {
      Title: 'Refunds and Chargebacks Associate',
      Type: 'Job',
      Company: 'Kartwell Commerce',
      ApplyURL: 'https://kartwell.com/careers/refunds-associate',
      Skills: '<p>Excel, email writing, attention to detail</p>',
      Description:
        '<p>Process customer refunds, answer card chargebacks from banks with evidence and reconcile payment gateway reports every morning. You will spot repeated refund abuse and escalate it to the risk team. B.Com freshers are a good fit.</p>',
      City: 'Gurugram',
      WorkType: 'Hybrid',
      Experience: 'Fresher',
      Salary: '3.2 LPA',
    },
  },
];
